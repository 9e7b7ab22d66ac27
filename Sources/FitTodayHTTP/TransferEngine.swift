import CCurl
import Foundation
import Glibc
import Synchronization

/// One HTTP exchange in flight. Created on the caller's task, then owned by the transfer thread: after
/// `TransferEngine.submit` only that thread reads or writes it, which is why it may be marked Sendable.
final class Transfer: @unchecked Sendable {
    let id: UInt64
    let request: HTTPRequest
    let host: String
    /// A PEM file of certificates to trust instead of the system's, or nil.
    let trustedCertificates: String?
    let continuation: UnsafeContinuation<Result<HTTPResponse, HTTPError>, Never>

    var handle: UnsafeMutableRawPointer?
    var headerList: UnsafeMutablePointer<curl_slist>?
    var body = Data()
    /// Raw header lines of the last response block, CRLF included; parsed once, when the transfer ends.
    var headerBytes: [UInt8] = []

    init(
        id: UInt64, request: HTTPRequest, host: String, trustedCertificates: String?,
        continuation: UnsafeContinuation<Result<HTTPResponse, HTTPError>, Never>
    ) {
        self.id = id
        self.request = request
        self.host = host
        self.trustedCertificates = trustedCertificates
        self.continuation = continuation
    }
}

/// libcurl's multi interface driven by one dedicated thread, so no transfer ever blocks Swift's cooperative pool.
///
/// The multi handle keeps the connection cache: sequential requests to one host share a TCP (and TLS)
/// connection, and HTTP/2 streams multiplex on one. Callers hand work over through `inbox` (a mutex) and an
/// eventfd; everything else is touched by the transfer thread alone.
///
/// The thread is also a `TaskExecutor`: a task that prefers it runs its own code between transfers on this
/// thread, so its requests start and finish without waking any other thread (see
/// `HTTPTransport.withTransferExecutor`).
final class TransferEngine: TaskExecutor, @unchecked Sendable {
    static let shared = TransferEngine()

    private struct Inbox {
        var submitted: [Transfer] = []
        var cancelled: [UInt64] = []
        var jobs: [UnownedJob] = []
        var nextId: UInt64 = 1

        var isEmpty: Bool { submitted.isEmpty && cancelled.isEmpty && jobs.isEmpty }
    }

    private let inbox = Mutex(Inbox())
    private let multi: UnsafeMutableRawPointer
    /// Wakes the transfer thread from `curl_multi_poll` when work arrives (an eventfd: one write, one read).
    private let wakeDescriptor: Int32
    /// The transfer thread's id, once it runs (0 before): work handed over from that thread needs no wake-up.
    private let transferThread = Atomic<UInt>(0)
    // Transfer-thread state.
    private var active: [UInt64: Transfer] = [:]
    /// Handles between transfers, by the certificate file they trust ("" = the system's).
    private var idleHandles: [String: [UnsafeMutableRawPointer]] = [:]

    private init() {
        _ = fittoday_curl_global_init()
        guard let multi = fittoday_curl_multi_init() else { fatalError("libcurl could not create a multi handle") }
        self.multi = multi
        wakeDescriptor = fittoday_wake_descriptor()
        guard wakeDescriptor >= 0 else { fatalError("cannot create an eventfd") }
        _ = fittoday_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, CURLPIPE_MULTIPLEX)
        _ = fittoday_curl_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, 100)
        let thread = Thread { [self] in run() }
        thread.name = "fittoday-http"
        thread.start()
    }

    func nextTransferId() -> UInt64 {
        inbox.withLock { inbox in
            defer { inbox.nextId += 1 }
            return inbox.nextId
        }
    }

    func submit(_ transfer: Transfer) {
        inbox.withLock { $0.submitted.append(transfer) }
        wake()
    }

    /// Aborts a transfer; its caller gets `.cancelled`. Unknown or finished ids are ignored.
    func cancel(_ id: UInt64) {
        inbox.withLock { $0.cancelled.append(id) }
        wake()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        inbox.withLock { $0.jobs.append(job) }
        wake()
    }

    private func wake() {
        guard pthread_self() != transferThread.load(ordering: .relaxed) else { return }
        var one: UInt64 = 1
        _ = write(wakeDescriptor, &one, 8)
    }

    private func run() {
        transferThread.store(pthread_self(), ordering: .relaxed)
        var running: Int32 = 0
        var submitted: [Transfer] = []
        var cancelled: [UInt64] = []
        var jobs: [UnownedJob] = []
        while true {
            inbox.withLock { inbox in
                swap(&inbox.submitted, &submitted)
                swap(&inbox.cancelled, &cancelled)
                swap(&inbox.jobs, &jobs)
            }
            if !jobs.isEmpty {
                for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
                jobs.removeAll(keepingCapacity: true)
                // What those jobs handed over (a new transfer, a cancellation) starts in this same pass.
                inbox.withLock { inbox in
                    submitted.append(contentsOf: inbox.submitted)
                    cancelled.append(contentsOf: inbox.cancelled)
                    inbox.submitted.removeAll(keepingCapacity: true)
                    inbox.cancelled.removeAll(keepingCapacity: true)
                }
            }
            for transfer in submitted { start(transfer) }
            for id in cancelled {
                if let transfer = active[id] { finish(transfer, with: .failure(.cancelled)) }
            }
            submitted.removeAll(keepingCapacity: true)
            cancelled.removeAll(keepingCapacity: true)
            fittoday_curl_multi_perform(multi, &running)
            var remaining: Int32 = 0
            while let message = fittoday_curl_multi_info_read(multi, &remaining) {
                guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle,
                    let transfer = transfer(for: handle)
                else { continue }
                finish(transfer, with: outcome(of: transfer, code: message.pointee.data.result))
            }
            // Work handed over from this thread (a job that started a transfer, a resumed task) runs at once.
            if !inbox.withLock({ $0.isEmpty }) { continue }
            var wakeWait = curl_waitfd(fd: wakeDescriptor, events: Int16(CURL_WAIT_POLLIN), revents: 0)
            fittoday_curl_multi_poll(multi, &wakeWait, 1, 1_000, nil)
            if wakeWait.revents != 0 {
                var count: UInt64 = 0
                _ = read(wakeDescriptor, &count, 8)
            }
        }
    }

    private func transfer(for handle: UnsafeMutableRawPointer) -> Transfer? {
        var pointer: UnsafeMutableRawPointer?
        guard fittoday_curl_getinfo_pointer(handle, CURLINFO_PRIVATE, &pointer) == CURLE_OK, let pointer else {
            return nil
        }
        return Unmanaged<Transfer>.fromOpaque(pointer).takeUnretainedValue()
    }

    private func start(_ transfer: Transfer) {
        let trust = transfer.trustedCertificates ?? ""
        guard let handle = idleHandles[trust, default: []].popLast() ?? newHandle(trusting: transfer.trustedCertificates)
        else {
            transfer.continuation.resume(returning: .failure(.transfer(host: transfer.host, detail: "no curl handle")))
            return
        }
        transfer.handle = handle
        configure(handle, for: transfer)
        active[transfer.id] = transfer
        fittoday_curl_multi_add_handle(multi, handle)
    }

    /// A handle with the options every transfer shares; `configure` sets the rest before each use.
    private func newHandle(trusting certificates: String?) -> UnsafeMutableRawPointer? {
        guard let handle = fittoday_curl_easy_init() else { return nil }
        if let certificates { _ = fittoday_curl_setopt_string(handle, CURLOPT_CAINFO, certificates) }
        _ = fittoday_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = fittoday_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = fittoday_curl_setopt_long(handle, CURLOPT_HTTP_VERSION, CURL_HTTP_VERSION_2TLS)
        _ = fittoday_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = fittoday_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        _ = fittoday_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "")
        _ = fittoday_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = fittoday_curl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            transfer.body.append(UnsafeRawPointer(data).assumingMemoryBound(to: UInt8.self), count: size * count)
            return size * count
        }
        _ = fittoday_curl_setopt_data_callback(handle, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
            // A status line starts a new header block (after "100 Continue" or a redirect): keep the last one only.
            if bytes.starts(with: "HTTP/".utf8) {
                transfer.headerBytes.removeAll(keepingCapacity: true)
            } else {
                transfer.headerBytes.append(contentsOf: bytes)
            }
            return size * count
        }
        return handle
    }

    /// The options of this one transfer; each overrides what the handle's previous transfer set.
    private func configure(_ handle: UnsafeMutableRawPointer, for transfer: Transfer) {
        let request = transfer.request
        let timeoutMs = max(1, request.timeout.milliseconds)
        _ = fittoday_curl_setopt_string(handle, CURLOPT_URL, request.url)
        _ = fittoday_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, timeoutMs)
        _ = fittoday_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, min(timeoutMs, 10_000))

        var list: UnsafeMutablePointer<curl_slist>?
        for (name, value) in request.headers { list = fittoday_curl_slist_append(list, name + ": " + value) }
        // No "Expect: 100-continue" round trip before a body.
        list = fittoday_curl_slist_append(list, "Expect:")
        transfer.headerList = list
        _ = fittoday_curl_setopt_list(handle, CURLOPT_HTTPHEADER, list)

        switch request.method {
        case .get:
            _ = fittoday_curl_setopt_long(handle, CURLOPT_HTTPGET, 1)
        case .post:
            let body = request.body ?? Data()
            _ = fittoday_curl_setopt_long(handle, CURLOPT_POST, 1)
            _ = fittoday_curl_setopt_offset(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count))
            body.withUnsafeBytes { bytes in
                _ = fittoday_curl_setopt_pointer(
                    handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!))
            }
        }

        let context = Unmanaged.passUnretained(transfer).toOpaque()
        _ = fittoday_curl_setopt_pointer(handle, CURLOPT_PRIVATE, context)
        _ = fittoday_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = fittoday_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
    }

    private func outcome(of transfer: Transfer, code: CURLcode) -> Result<HTTPResponse, HTTPError> {
        guard let handle = transfer.handle else { return .failure(.transfer(host: transfer.host, detail: "no handle")) }
        switch code {
        case CURLE_OK:
            var status = 0
            var newConnections = 0
            var version = 0
            _ = fittoday_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
            _ = fittoday_curl_getinfo_long(handle, CURLINFO_NUM_CONNECTS, &newConnections)
            _ = fittoday_curl_getinfo_long(handle, CURLINFO_HTTP_VERSION, &version)
            return .success(
                HTTPResponse(
                    status: status, headers: HTTPHeaders(parsing: transfer.headerBytes), body: transfer.body,
                    httpVersion: Self.versionName(version),
                    reusedConnection: newConnections == 0))
        case CURLE_OPERATION_TIMEDOUT:
            return .failure(.timedOut(host: transfer.host))
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT, CURLE_SEND_ERROR,
            CURLE_RECV_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_SSL_CONNECT_ERROR,
            CURLE_PEER_FAILED_VERIFICATION, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .failure(.connectionFailed(host: transfer.host, detail: String(cString: fittoday_curl_easy_strerror(code))))
        default:
            return .failure(.transfer(host: transfer.host, detail: String(cString: fittoday_curl_easy_strerror(code))))
        }
    }

    private static func versionName(_ version: Int) -> String {
        switch version {
        case CURL_HTTP_VERSION_1_0: "1.0"
        case CURL_HTTP_VERSION_2_0: "2"
        case CURL_HTTP_VERSION_3: "3"
        default: "1.1"
        }
    }

    private func finish(_ transfer: Transfer, with result: Result<HTTPResponse, HTTPError>) {
        active[transfer.id] = nil
        if let handle = transfer.handle {
            fittoday_curl_multi_remove_handle(multi, handle)
            idleHandles[transfer.trustedCertificates ?? "", default: []].append(handle)
            transfer.handle = nil
        }
        fittoday_curl_slist_free_all(transfer.headerList)
        transfer.headerList = nil
        transfer.continuation.resume(returning: result)
    }
}
