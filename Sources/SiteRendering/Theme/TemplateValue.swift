/// A value a theme template reads: what a context answers for a key.
///
/// The typed contexts of the build (`Sources/SiteBuilding/Templates`) answer their keys with
/// these, so a template reads them without reflection; ``Theme`` renders them with the plans
/// it compiled from the templates once (``TemplatePlan``).
package enum TemplateValue {
    /// Printed escaped by `{{key}}`, as it is by `{{{key}}}`; a section over it always shows.
    case string(String)
    /// A section over it shows when it is true; printed `true` or `false`.
    case bool(Bool)
    /// A section over it always shows; printed in decimal.
    case int(Int)
    /// A struct whose keys a section over it makes the innermost context.
    case object(any TemplateObject)
    /// A section over it shows once per element (with `first()`, `last()`, `index()`…);
    /// an inverted section shows when it is empty.
    case list([TemplateValue])

    /// `.string` for a string, `nil` for none.
    package static func ifPresent(_ value: String?) -> TemplateValue? { value.map(TemplateValue.string) }

    /// `.object` for a context, `nil` for none.
    package static func ifPresent(_ value: (some TemplateObject)?) -> TemplateValue? { value.map { .object($0) } }

    /// A list of contexts.
    package static func list(of values: [some TemplateObject]) -> TemplateValue { .list(values.map { .object($0) }) }

    /// A list of strings.
    package static func list(of values: [String]) -> TemplateValue { .list(values.map(TemplateValue.string)) }

    /// What a value of the reflection-based default (``TemplateObject/value(forKey:)``) stands
    /// for: optionals unwrapped, arrays as lists, contexts as objects; `nil` for an absent
    /// optional.
    package init?(reflecting value: Any) {
        switch value {
        case let optional as AnyOptionalValue:
            guard let wrapped = optional.wrappedValue else { return nil }
            self.init(reflecting: wrapped)
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .int(int)
        case let object as any TemplateObject: self = .object(object)
        case let array as [Any]: self = .list(array.compactMap(TemplateValue.init(reflecting:)))
        default: self = .string(String(describing: value))
        }
    }
}

/// A context a theme template reads by key (`{{title}}`, `{{#entries}}`).
package protocol TemplateObject {
    /// The value of `key`, or `nil` when the context has none (the template then looks the key
    /// up in the enclosing contexts, as Mustache does).
    ///
    /// The default reads the stored property named `key` by reflection; the contexts a build
    /// renders on every page answer with a `switch` instead (TemplateContextLookupTests checks
    /// that the two agree).
    func value(forKey key: String) -> TemplateValue?
}

extension TemplateObject {
    package func value(forKey key: String) -> TemplateValue? { reflectedValue(forKey: key) }

    /// The stored property named `key`, read by reflection: the default ``value(forKey:)``, and
    /// what tests hold a context's own answers to.
    package func reflectedValue(forKey key: String) -> TemplateValue? {
        guard let stored = Mirror(reflecting: self).children.first(where: { $0.label == key }) else { return nil }
        return TemplateValue(reflecting: stored.value)
    }
}

/// Lets ``TemplateValue/init(reflecting:)`` see through an optional of any type.
private protocol AnyOptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: AnyOptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
