// The `handbook` executable: its only job is to run the root command.
import SiteCommands

await RootCommand.runMain()
