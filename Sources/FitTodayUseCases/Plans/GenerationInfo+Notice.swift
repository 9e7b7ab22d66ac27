public import FitTodayDomain
import FitTodayLocalization

extension GenerationInfo {
    /// "LLM plan not used, local plan instead (timed out)" when the LLM was asked and the local composer answered.
    /// The reason is said by its kind (`timeout`, `auth`, …); the technical detail stays in `--json`.
    public var fallbackNotice: String? {
        guard source == .local, let fallbackReason else { return nil }
        return say(.noteLLMFallback, Self.reasonText(fallbackReason))
    }

    /// A fallback or rejection reason (`timeout: …`, `invalid-json`) said by its kind in the user's language.
    public static func reasonText(_ reason: String) -> String {
        let message: Message = switch GenerationAttempt.kind(of: reason) {
        case "network": .fallbackNetwork
        case "timeout", "no-attempt": .fallbackTimeout
        case "auth": .fallbackAuth
        case "quota": .fallbackQuota
        case "rate-limited": .fallbackRateLimited
        case "server": .fallbackServer
        case "bad-request": .fallbackBadRequest
        case "invalid-response": .fallbackInvalidResponse
        case "cancelled": .fallbackCancelled
        case "retries-spent": .fallbackRetriesSpent
        case "truncated-output": .rejectTruncated
        case "refusal": .rejectRefusal
        case "invalid-json": .rejectInvalidJSON
        case "schema-violation": .rejectSchema
        case "unknown-exercise": .rejectUnknownExercise
        case "equipment": .rejectEquipment
        case "level": .rejectLevel
        case "duplicate": .rejectDuplicate
        case "diversity": .rejectDiversity
        default: .fallbackOther
        }
        return say(message)
    }
}
