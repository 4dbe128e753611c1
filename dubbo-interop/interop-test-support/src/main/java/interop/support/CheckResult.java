package interop.support;

/**
 * One {@code RESULT} line of a consumer run.
 *
 * @param name   the check's name, e.g. {@code echoPojo}
 * @param passed whether it passed
 * @param reason why it failed; empty when it passed
 */
public record CheckResult(String name, boolean passed, String reason) {
}
