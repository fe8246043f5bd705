/// UIKit's screen objects: tables, collections, alerts, bars, pickers, navigation, devices (Sources/KeyboardSimUIKit/Screens).
enum Screens {}
