import Foundation
import SiteCore

/// One shared declaration an example may see: from a prelude file or from an earlier
/// example on the same page. Copied into an example's file only when the example uses it.
struct DeclarationUnit: Sendable {
    /// Where the unit comes from, for line mapping.
    enum Origin: Hashable, Sendable {
        /// A prelude file, by display path (`Content/_prelude.swift`).
        case prelude(file: String)
        /// An earlier example on the page.
        case example(id: String)
    }

    let origin: Origin
    /// The unit's lines, edited (`fileprivate`), and how each maps back.
    let lines: [String]
    /// The lines an example's file gets: ``lines`` with the bodies replaced (see
    /// ``BodyStubber``), as many lines.
    let copyLines: [String]
    let lineOrigins: [LineMap.Origin]
    let declaredNames: Set<String>
    let extendedType: String?
    let addsConformance: Bool
    let memberNames: Set<String>
    let identifiers: Set<String>
    /// For a type: the labels a call of it may use (its members, for the memberwise
    /// initializer, and its initializers' labels); for a function, its parameters' labels;
    /// nil for other declarations.
    let acceptedLabels: Set<String>?
    /// For a structure or function: the labels every call of it passes (see
    /// ``SourceItem/requiredLabels``); nil when not known.
    var requiredLabels: Set<String>?
    /// Whether the unit is a global constant or variable (`let items = ["A", "B"]`): sample
    /// data of one section, which another example may mean differently (see
    /// ``WrappedExample/borrowedValues``).
    var isValue = false
    /// For a class: the first type it inherits from.
    var superclass: String?

    /// For an extension, its members as `Type.member`: an extension another source declares
    /// the same member in is shadowed like a redeclared type (a page often shows the same
    /// `extension EnvironmentValues { var theme … }` twice, as a good and a bad way).
    var extensionMemberKeys: Set<String> {
        guard let extendedType else { return [] }
        return Set(memberNames.map { extendedType + "." + $0 })
    }

    /// The file-scope declarations of `source`, one unit per item.
    static func units(of source: ResolvedSource, origin: Origin) -> [DeclarationUnit] {
        source.fileScopeItems.compactMap { index, item in
            if item.declaredNames.isEmpty, item.extendedType == nil { return nil }  // imports, macros
            if source.alternatives.contains(index) { return nil }  // the second of two ways
            let edited = source.editedLines(of: index)
            let origins: [LineMap.Origin] = edited.map { line in
                switch origin {
                case let .prelude(file): .prelude(file: file, line: line.lineIndex + 1, edits: line.edits)
                case .example: .context
                }
            }
            let lines = edited.map(\.text)
            let stubbed = BodyStubber.stubbingBodies(in: lines.joined(separator: "\n"))
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return DeclarationUnit(
                origin: origin, lines: lines, copyLines: stubbed.count == lines.count ? stubbed : lines, lineOrigins: origins,
                declaredNames: item.declaredNames, extendedType: item.extendedType,
                addsConformance: item.addsConformance, memberNames: item.memberNames,
                identifiers: item.identifiers,
                acceptedLabels: item.isTypeDeclaration ? item.memberNames.union(item.initializerLabels) : item.parameterLabels,
                requiredLabels: item.requiredLabels, isValue: item.placement == .variable, superclass: item.superclass
            )
        }
    }

    /// Whether the labels of every call of the type together still lack one its memberwise
    /// initializer requires (`HomeView()` of a `HomeView` with `let owner: String`).
    func omitsRequiredLabel(_ labels: Set<String>) -> Bool {
        requiredLabels.map { !$0.isSubset(of: labels) } ?? false
    }

    /// Whether a call the example makes passes a label this declaration lacks that is no
    /// near miss of one it has (`isPinned:` beside `title:` and `status:`; not `titel:`): a
    /// call of another version of the type, not a typo.
    ///
    /// With `omittingAny`, a call that gives some of the fields and not all is of another
    /// version too (for a name the page declares in several examples, each its own).
    func contradictsWithOtherLabels(callLabels: [String: Set<String>], omittingAny: Bool = false) -> Bool {
        guard let acceptedLabels else { return false }
        let candidates = acceptedLabels.sorted()
        return declaredNames.contains { name in
            guard let labels = callLabels[name] else { return false }
            let extra = labels.subtracting(acceptedLabels)
            // No label near one it has, and none missing that its fields need: a call of
            // another version (a near miss is a typo of this one, and fails).
            if extra.isEmpty { return omitsRequiredLabel(labels) && (omittingAny || labels.isEmpty) }
            return extra.allSatisfy { EditDistance.nearest(to: $0, in: candidates) == nil }
        }
    }

    /// The units an example needs, in their original order.
    ///
    /// Shadowing: a unit is dropped when a later source (a later example, or the example
    /// itself) declares one of its names at file scope, and so is an extension of such a
    /// name, or an extension declaring a member a later source's extension of the same type
    /// declares (`ownNames` holds those as ``extensionMemberKeys``). Reachability: of the rest, a unit is kept when the example (or a kept unit)
    /// mentions a name it declares; an extension of a shared type is kept with that type
    /// when it adds a conformance or a member the example mentions; an extension of a
    /// framework type is kept when it adds a conformance (it may be used implicitly) or a
    /// mentioned member.
    static func select(from units: [DeclarationUnit], shadowedBy ownNames: Set<String>, identifiers: Set<String>) -> [DeclarationUnit] {
        var later = ownNames
        var visible: [Bool] = Array(repeating: false, count: units.count)
        var index = units.count - 1
        while index >= 0 {
            let origin = units[index].origin
            var start = index
            while start > 0, units[start - 1].origin == origin { start -= 1 }
            var groupNames: Set<String> = []
            for unitIndex in start...index {
                let unit = units[unitIndex]
                if !unit.declaredNames.isDisjoint(with: later) { continue }
                if let extended = unit.extendedType, later.contains(extended) { continue }
                if !unit.extensionMemberKeys.isDisjoint(with: later) { continue }
                visible[unitIndex] = true
                groupNames.formUnion(unit.declaredNames)
                groupNames.formUnion(unit.extensionMemberKeys)
            }
            later.formUnion(groupNames)
            index = start - 1
        }
        let declaredAnywhere: Set<String> = units.reduce(into: []) { $0.formUnion($1.declaredNames) }
        var needed = identifiers
        var included = Array(repeating: false, count: units.count)
        var changed = true
        while changed {
            changed = false
            for (unitIndex, unit) in units.enumerated() where visible[unitIndex] && !included[unitIndex] {
                var uses = !unit.declaredNames.isDisjoint(with: needed)
                if let extended = unit.extendedType {
                    if declaredAnywhere.contains(extended) {
                        // Extends a shared type: needed with that type, when it adds a
                        // conformance or a member the example mentions.
                        uses = needed.contains(extended) && (unit.addsConformance || !unit.memberNames.isDisjoint(with: needed))
                    } else {
                        // Extends a framework type (`extension Color`): needed when one of its
                        // members is mentioned, or always for a conformance (used implicitly).
                        uses = unit.addsConformance || !unit.memberNames.isDisjoint(with: needed)
                    }
                }
                guard uses else { continue }
                included[unitIndex] = true
                needed.formUnion(unit.identifiers)
                changed = true
            }
        }
        return units.indices.filter { included[$0] }.map { units[$0] }
    }
}
