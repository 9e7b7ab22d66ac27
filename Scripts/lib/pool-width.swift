// The width of Swift's cooperative pool, measured: four tasks are started together and each keeps its thread busy
// computing for 300 ms (busy, not blocked: libdispatch on Linux adds a thread when every worker is blocked, so a
// blocked task would measure that rescue instead); the most seen running at once is the pool's width.
// Scripts/test-one-thread.sh checks it is 1 under `taskset -c 0`: libdispatch sizes the pool by the CPUs the process
// may run on. (LIBDISPATCH_COOPERATIVE_POOL_STRICT is Apple's libdispatch; Linux's does not read it.)
import Synchronization

let running = Mutex((now: 0, most: 0))
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<4 {
        group.addTask {
            running.withLock { $0.now += 1; $0.most = max($0.most, $0.now) }
            let end = ContinuousClock.now + .milliseconds(300)
            while ContinuousClock.now < end {}
            running.withLock { $0.now -= 1 }
        }
    }
}
print(running.withLock { $0.most })
