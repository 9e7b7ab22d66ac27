import FitTodayTestSupport

/// The project's catalog, configuration and prompt files, and plan requests (FitTodayTestSupport).
typealias Fixtures = GenerationFixtures
