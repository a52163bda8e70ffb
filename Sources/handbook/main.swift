// The `handbook` executable: its only job is to run the root command.
