// SwiftData: @Model, @Attribute, @Relationship, @Transient, PersistentModel, Schema,
// ModelContainer, ModelConfiguration, ModelContext, FetchDescriptor, @Query and the
// SwiftUI modifiers and environment value that connect them. #Predicate and
// SortDescriptor are Foundation's own (swift-foundation has both on Linux).
//
// Macros without a plugin of their own: @Model expands with Observation's
// ObservableMacro (a model is Observable, as on Apple platforms); the Handbook engine
// adds the `PersistentModel` conformance that Apple's macro generates. @Attribute,
// @Relationship and @Transient expand to nothing (swift-testing's PragmaMacro, shipped
// with the toolchain); their arguments are still typechecked.

@_exported import Foundation
@_exported import Observation
import SwiftUI

// MARK: - Macros

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(member, names: named(_$observationRegistrar), named(access), named(withMutation), named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil) = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@attached(peer)
public macro Transient() = #externalMacro(module: "TestingMacros", type: "PragmaMacro")

// MARK: - Models

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension PersistentModel {
    public var persistentModelID: PersistentIdentifier { fatalError() }
    public var id: PersistentIdentifier { fatalError() }
    public var modelContext: ModelContext? { fatalError() }
    public var hasChanges: Bool { fatalError() }
    public var isDeleted: Bool { fatalError() }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable {
    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool { fatalError() }
    public var storeIdentifier: String? { fatalError() }
    public var entityName: String { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public final class Schema: Hashable, Sendable {
    public init() {}
    public init(_ types: [any PersistentModel.Type], version: Schema.Version = Schema.Version(1, 0, 0)) {}
    public convenience init(_ types: any PersistentModel.Type..., version: Schema.Version = Schema.Version(1, 0, 0)) { self.init() }
    public var entities: [Schema.Entity] { fatalError() }
    public static func == (lhs: Schema, rhs: Schema) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}

    public struct Version: Hashable, Codable, Sendable {
        public init(_ major: Int, _ minor: Int, _ patch: Int) {}
    }

    public final class Entity: Hashable, Sendable {
        public var name: String { fatalError() }
        public static func == (lhs: Entity, rhs: Entity) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
    }

    public final class Attribute: Hashable, Sendable {
        public struct Option: Hashable, Sendable {
            public static var unique: Option { fatalError() }
            public static var externalStorage: Option { fatalError() }
            public static var allowsCloudEncryption: Option { fatalError() }
            public static var preserveValueOnDeletion: Option { fatalError() }
            public static var ephemeral: Option { fatalError() }
            public static var spotlight: Option { fatalError() }
            public static func transformable(by transformerType: AnyClass) -> Option { fatalError() }
            public static func transformable(by transformerName: String) -> Option { fatalError() }
        }
        public var name: String { fatalError() }
        public static func == (lhs: Attribute, rhs: Attribute) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
    }

    public final class Relationship: Hashable, Sendable {
        public struct Option: Hashable, Sendable {
            public static var unique: Option { fatalError() }
        }
        public enum DeleteRule: Hashable, Codable, Sendable {
            case nullify, cascade, deny, noAction
        }
        public var name: String { fatalError() }
        public static func == (lhs: Relationship, rhs: Relationship) -> Bool { fatalError() }
        public func hash(into hasher: inout Hasher) {}
    }

    /// What `#Unique<T>([\.a], [\.b, \.c])` declares in a model: each array of key paths
    /// is one uniqueness constraint. No toolchain plugin can expand Apple's freestanding
    /// `#Unique` macro, so the engine rewrites the macro into a computed property that
    /// builds this value (same line), which typechecks the model type and key paths.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public final class Unique<T: PersistentModel> {
        public init(_ constraints: [PartialKeyPath<T>]...) { fatalError() }
        public var constraints: [[PartialKeyPath<T>]] { fatalError() }
    }

    /// What `#Index<T>([\.a], [\.b, \.c])` declares (binary indices over key paths);
    /// rewritten by the engine like ``Unique``.
    @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, *)
    public final class Index<T: PersistentModel> {
        public init(_ indices: [PartialKeyPath<T>]...) { fatalError() }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: (@Sendable (ModelContext) throws -> Void)?, didMigrate: (@Sendable (ModelContext) throws -> Void)?)
}

// MARK: - Container and context

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ModelConfiguration: Hashable, Sendable {
    public struct CloudKitDatabase: Sendable {
        public static var automatic: CloudKitDatabase { fatalError() }
        public static var none: CloudKitDatabase { fatalError() }
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { fatalError() }
    }
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true, groupContainer: ModelConfiguration.GroupContainer = .automatic, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) {}
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: ModelConfiguration.CloudKitDatabase = .automatic) {}
    public init(isStoredInMemoryOnly: Bool) {}
    public struct GroupContainer: Sendable {
        public static var automatic: GroupContainer { fatalError() }
        public static var none: GroupContainer { fatalError() }
        public static func identifier(_ groupName: String) -> GroupContainer { fatalError() }
    }
    public var name: String { fatalError() }
    public var url: URL { fatalError() }
    public var isStoredInMemoryOnly: Bool { fatalError() }
    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public final class ModelContainer: Sendable {
    public convenience init(for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws { fatalError() }
    public convenience init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...) throws { fatalError() }
    public init(for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]) throws { fatalError() }
    @MainActor public var mainContext: ModelContext { fatalError() }
    public var schema: Schema { fatalError() }
    public var configurations: Set<ModelConfiguration> { fatalError() }
    public func deleteAllData() {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public class ModelContext: Equatable, Hashable {
    public init(_ container: ModelContainer) {}
    public var container: ModelContainer { fatalError() }
    public var autosaveEnabled: Bool { get { fatalError() } set {} }
    public var hasChanges: Bool { fatalError() }
    public var insertedModelsArray: [any PersistentModel] { fatalError() }
    public var changedModelsArray: [any PersistentModel] { fatalError() }
    public var deletedModelsArray: [any PersistentModel] { fatalError() }
    public func insert<T: PersistentModel>(_ model: T) {}
    public func delete<T: PersistentModel>(_ model: T) {}
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {}
    public func save() throws {}
    public func rollback() {}
    public func processPendingChanges() {}
    public func transaction(block: () throws -> Void) throws {}
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] { fatalError() }
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int { fatalError() }
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] { fatalError() }
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel { fatalError() }
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? { fatalError() }
    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void) throws {}
    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) {}
    public static let didSave = Notification.Name("ModelContextDidSave")
    public static let willSave = Notification.Name("ModelContextWillSave")
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct FetchDescriptor<T: PersistentModel> {
    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {}
    public var predicate: Predicate<T>? { get { fatalError() } set {} }
    public var sortBy: [SortDescriptor<T>] { get { fatalError() } set {} }
    public var fetchLimit: Int? { get { fatalError() } set {} }
    public var fetchOffset: Int? { get { fatalError() } set {} }
    public var includePendingChanges: Bool { get { fatalError() } set {} }
    public var propertiesToFetch: [PartialKeyPath<T>] { get { fatalError() } set {} }
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] { get { fatalError() } set {} }
}

/// A protocol-typed error for ModelContainer failures.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct SwiftDataError: Error, Equatable, Sendable {
    public static var loadIssueModelContainer: SwiftDataError { fatalError() }
}

// MARK: - SwiftUI integration

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor @preconcurrency
@propertyWrapper
public struct Query<Element: PersistentModel, Result: _QueryResult>: DynamicProperty where Result._QueryElement == Element {
    public var wrappedValue: Result { fatalError() }
    public var modelContext: ModelContext { fatalError() }
    public var fetchError: (any Error)? { fatalError() }
    /// `@Query var models: [Model]`: every model, unsorted (in the main body, so that the
    /// view's memberwise initializer does not ask for the property).
    nonisolated public init() {}
}

/// Lets a bare `@Query var models: [Model]` infer `Element` from the property's type (the
/// compiler infers an argument-less wrapper's generic arguments from `wrappedValue` alone).
public protocol _QueryResult { associatedtype _QueryElement }
extension Array: _QueryResult { public typealias _QueryElement = Element }

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Query where Result == [Element] {
    nonisolated public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {}
    nonisolated public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {}
    nonisolated public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {}
    nonisolated public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {}
    nonisolated public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation = .default) {}
    nonisolated public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation = .default) {}
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension EnvironmentValues {
    public var modelContext: ModelContext { get { fatalError() } set {} }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension View {
    public func modelContainer(_ container: ModelContainer) -> some View { self }
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View { self }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View { self }
    public func modelContext(_ modelContext: ModelContext) -> some View { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
nonisolated extension Scene {
    public func modelContainer(_ container: ModelContainer) -> some Scene { self }
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Swift.Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene { self }
    public func modelContext(_ modelContext: ModelContext) -> some Scene { self }
}
