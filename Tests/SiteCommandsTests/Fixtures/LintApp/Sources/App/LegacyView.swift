import SwiftUI

struct LegacyView: View {
    var body: some View {
        Text("Legacy").foregroundColor(.gray) // handbook:disable deprecated-api - kept for iOS 14
    }
}
