import SwiftUI

struct SeasonView: View {
    var body: some View { Text("Season") }
}
