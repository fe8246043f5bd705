import Foundation
// What KeyboardSim declares for drawing (Core Animation layers, Bezier paths, UIGraphics contexts), TextKit 1, view
// margins and font descriptors: part of the lists in PortKnowledge.swift (which tests keep exact).

extension PortKnowledge {
    /// The `UI…` names of the drawing and TextKit surface.
    static let drawingAndTextKitUIKitNames: Set<String> = [
        "UIBezierPath", "UIFontDescriptor", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions",
        "UIGraphicsEndImageContext", "UIGraphicsGetCurrentContext", "UIGraphicsGetImageFromCurrentImageContext",
        "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext", "UIGraphicsImageRendererFormat",
        "UIGraphicsPopContext", "UIGraphicsPushContext", "UIRectCorner", "UIRectFill", "UIRectFrame"
    ]

    /// The overridable (`open`) members of the drawing and TextKit surface, of views' margins and layer hooks, and
    /// of `UITextRange`.
    static let drawingAndTextKitOverridable: Set<String> = [
        "addArc", "addAttribute", "addAttributes", "addClip", "addCurve", "addLayoutManager", "addLine",
        "addQuadCurve", "addSublayer", "addTextContainer", "affineTransform", "alignmentMode", "allowsEdgeAntialiasing",
        "allowsNonContiguousLayout", "anchorPoint", "animation", "animationKeys", "append", "apply", "beginEditing",
        "borderColor", "borderWidth", "boundingRect", "cgPath", "changeInLength", "characterIndex",
        "characterIndexForGlyph", "characterRange", "clip", "close", "colors", "contains", "contentsGravity",
        "contentsRect", "contentsScale", "cornerCurve", "cornerRadius", "currentImage", "currentPoint",
        "deleteCharacters", "directionalLayoutMargins", "display", "displayIfNeeded", "drawBackground", "drawGlyphs",
        "edited", "editedMask", "editedRange", "end", "endEditing", "endPoint", "ensureAttributesAreFixed",
        "ensureLayout", "exclusionPaths", "fill", "fillColor", "fillRule", "fixesAttributesLazily", "flatness",
        "fontSize", "foregroundColor", "glyphIndex", "glyphIndexForCharacter", "glyphRange", "hasNonContiguousLayout",
        "heightTracksTextView", "insertSublayer", "insertTextContainer",
        "invalidateAttributes", "invalidateDisplay", "invalidateLayout", "isEmpty", "isGeometryFlipped",
        "isSimpleRectangularTextContainer", "isWrapped", "jpegData", "layerClass", "layoutManager", "layoutManagers",
        "layoutMargins", "layoutMarginsDidChange", "layoutSublayers", "lineCap", "lineCapStyle", "lineDashPattern",
        "lineDashPhase", "lineFragmentPadding", "lineFragmentRect", "lineJoin", "lineJoinStyle", "lineWidth",
        "locations", "mask", "maskedCorners", "masksToBounds", "maximumNumberOfLines", "miterLimit", "model", "move",
        "needsDisplay", "needsDisplayOnBoundsChange", "numberOfGlyphs", "opacity", "opaque", "path", "pngData",
        "preferred", "preservesSuperviewLayoutMargins", "presentation", "processEditing", "rasterizationScale",
        "removeAllAnimations", "removeAllPoints", "removeAnimation", "removeAttribute", "removeFromSuperlayer",
        "removeLayoutManager", "removeTextContainer", "render", "replaceCharacters", "replaceLayoutManager",
        "replaceSublayer", "reversing", "scale", "setAffineTransform", "setAttributes", "setLineDash",
        "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath", "shadowRadius", "shouldRasterize",
        "showsControlCharacters", "showsInvisibleCharacters", "size", "start", "startPoint", "string", "stroke",
        "strokeColor", "strokeEnd", "strokeStart", "sublayers", "superlayer", "textContainer", "textContainers",
        "textStorage", "truncationMode", "type", "usedRect", "usesEvenOddFillRule", "usesFontLeading",
        "widthTracksTextView", "zPosition", "add", "image"
    ]

    /// The keys block-based `observe(\.key)` can observe (Compat/KeyValueObserving+Block.swift).
    static let blockObservableKeys: Set<String> = [
        "text", "placeholder", "selectedTextRange", "isHidden", "alpha", "frame", "isEnabled"
    ]
}
