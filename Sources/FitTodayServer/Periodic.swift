import ServiceLifecycle

/// The loop of the server's periodic services (checkpoints, revocation checks): `work` every `interval` until the
/// service group shuts down gracefully or the task is cancelled.
enum Periodic {
    static func run(every interval: Duration, _ work: @escaping @Sendable () async -> Void) async {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                } catch {
                    break
                }
                await work()
            }
        }
    }
}
