import Linting

/// The rule catalogue: every built-in rule, in a stable order.
///
/// Pass it to a ``Linter``: `Linter(rules: LintRules.all)`. `RuleRegistryTests` checks that
/// every `*Rule.swift` file under `Sources/LintRules/` is listed here.
package enum LintRules {
    /// Every built-in rule type.
    package static let all: [any LintRule.Type] = [
        // Identity
        ForEachIndicesIdentityRule.self,
        EnumeratedOffsetIdentityRule.self,
        SelfIdentityOnModelRule.self,
        InlineCollectionTransformRule.self,
        MutableIdentityRule.self,
        IdentityInBodyRule.self,
        // Lists
        AnyViewUsageRule.self,
        NonUnaryRowRule.self,
        ListBackgroundWithoutHiddenScrollBackgroundRule.self,
        ConditionalRowChildrenRule.self,
        // Tables
        TableSortOrderIgnoredRule.self,
        // View structure
        ConditionalModifierExtensionRule.self,
        ClosureContentStorageRule.self,
        ClipShapeAfterOverlayRule.self,
        SameViewInBothBranchesRule.self,
        TextFromBuiltStringRule.self,
        BlockMarkdownInTextRule.self,
        HandWrittenEntryKeyRule.self,
        NestedCornerRadiusRule.self,
        TextCaseInCodeRule.self,
        SymbolNameAsAssetRule.self,
        LocalizedStringStoredEarlyRule.self,
        AppCreatedByHandRule.self,
        // Modernization
        DeprecatedAPIRule.self,
        PreviewProviderRule.self,
        BoldByFontWeightRule.self,
        // Interop
        HeavyRepresentableInitRule.self,
        // State and data flow
        NonPrivateStateRule.self,
        StateInitializedFromParameterRule.self,
        ObservedObjectCreatedInViewRule.self,
        StateHoldingObservableObjectRule.self,
        UnusedBindableRule.self,
        ReadOnlyBindingRule.self,
        StateRepeatingStateRule.self,
        StateObjectCreatedOutsideAutoclosureRule.self,
        ObservableObjectModelRule.self,
        ClosureEnvironmentValueRule.self,
        GestureStateResetByHandRule.self,
        // Concurrency
        TaskInOnAppearRule.self,
        LoadInOnChangeRule.self,
        TaskInViewInitializerRule.self,
        NestedTaskInTaskModifierRule.self,
        DispatchMainInViewRule.self,
        MainActorRunInViewRule.self,
        BlockingSleepInViewRule.self,
        WorkInViewInitializerRule.self,
        PermissionRequestAtLaunchRule.self,
        // Performance
        FormatterInBodyRule.self,
        SortInBodyRule.self,
        PrintInBodyRule.self,
        GeometryReaderForMeasurementRule.self,
        SizePreferenceIntoStateRule.self,
        DateInBodyRule.self,
        TimerInBodyRule.self,
        ImageDecodingInBodyRule.self,
        StringFormatInTextRule.self,
        FixedDateFormatInTextRule.self,
        EagerStackInScrollViewRule.self,
        ForEachInViewHelperRule.self,
        // Accessibility
        TapGestureAsButtonRule.self,
        IconButtonWithoutLabelRule.self,
        FixedFontSizeRule.self,
        FixedDynamicTypeSizeRule.self,
        AccessibilityLabelNamesTypeRule.self,
        FixedColorLiteralRule.self,
        TimerTextWithoutMonospacedDigitsRule.self,
        FixedHeightTextRule.self,
        SymbolSizedByFrameRule.self,
        LightFontWeightRule.self,
        AppWideColorSchemeRule.self,
        FixedScreenBackgroundRule.self,
        TextDimmedByHandRule.self,
        ChartPlaceholderLabelRule.self,
        // Navigation and presentation
        NavigationDestinationInLazyContainerRule.self,
        SheetUnwrappingOptionalRule.self,
        NavigationStackInDestinationRule.self,
        AlertWithManyActionsRule.self,
        ExactMatchSearchRule.self,
        YesNoDialogButtonsRule.self,
        NavigationStackAroundTabViewRule.self,
        TooManyTabsRule.self,
        TabUsedAsActionRule.self,
        AlertForSuccessRule.self,
        TabRemovedConditionallyRule.self,
        ConfirmWithoutCancelRule.self,
        SeveralProminentToolbarItemsRule.self,
        MacSceneOutsideMacGuardRule.self,
        FormInFullScreenCoverRule.self,
        // Layout
        ScrollableInScrollViewRule.self,
        NestedGeometryReaderRule.self,
        UnusedGeometryProxyRule.self,
        FrameOnFixedSizeImageRule.self,
        GeometryReaderForRelativeSizeRule.self,
        StackWithOneStackRule.self,
        ContentIgnoresSafeAreaRule.self,
        SpacerForAlignmentRule.self,
        ZStackForOverlayRule.self,
        FillWithoutClipRule.self,
        // Animation
        TaskInWithAnimationRule.self,
        SlowActionAnimationRule.self,
        ConditionReadInsideItsBranchRule.self,
        AnimationBeforeChangedModifierRule.self,
        ZeroDurationAnimationRule.self,
        TransactionCompletionWithoutValueRule.self,
        TransitionWithoutAnimationRule.self,
        EffectWithoutAnimatableDataRule.self,
        RepeatingAnimationIgnoresReduceMotionRule.self,
        HapticOnStandardControlRule.self,
        HapticOnContinuousValueRule.self,
        AnimationPerScrollFrameRule.self,
        ExaggeratedSpringBounceRule.self,
        HapticOnAppearRule.self,
        LinearStateAnimationRule.self,
        // Forms and focus
        ResignFirstResponderInViewRule.self,
        DecimalPadTextFieldRule.self,
        FocusSetByTapRule.self,
        DuplicateFocusValueRule.self,
        SecretInAppStorageRule.self,
        SelectionInAppStorageRule.self,
    ]

    /// The descriptions of ``all``, in the same order.
    package static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule type with id `id`.
    package static func rule(withID id: String) -> (any LintRule.Type)? {
        all.first { $0.description.id == id }
    }
}
