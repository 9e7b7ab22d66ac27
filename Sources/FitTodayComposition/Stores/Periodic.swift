import ServiceLifecycle

/// The loop of the periodic services beside the server (checkpoints, revocation checks): `work` every `interval` until the
/// service group shuts down gracefully or the task is cancelled.
public enum Periodic {
    public static func run(every interval: Duration, _ work: @escaping @Sendable () async -> Void) async {
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
