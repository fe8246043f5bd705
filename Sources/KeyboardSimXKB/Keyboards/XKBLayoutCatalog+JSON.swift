import Foundation
import KeyboardSimSupport
import KeyboardSimUIKit
extension XKBLayoutCatalog {
    /// The catalog as one JSON object:
    /// `{"v":1,"source":"/usr/share/X11/xkb/rules/evdev.lst","layouts":[{"name":"us","description":"English (US)",
    /// "variants":[{"name":"intl","description":"English (US, intl., with dead keys)"},…]},…]}`.
    package var jsonText: String {
        var json = JSONWriter()
        json.beginObject()
        json.field("v", 1)
        json.field("source", sourcePath)
        json.key("layouts")
        json.beginArray()
        for layout in layouts {
            json.beginObject()
            json.field("name", layout.name)
            json.field("description", layout.description)
            json.key("variants")
            json.beginArray()
            for variant in layout.variants {
                json.beginObject()
                json.field("name", variant.name)
                json.field("description", variant.description)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.out
    }
}
