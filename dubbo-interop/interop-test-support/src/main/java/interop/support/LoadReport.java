package interop.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a consumer's {@code --load} run printed: calls per provider port (0 when the release did not report the
 * provider of a call), totals, and the first error.
 *
 * @param providers  one entry per {@code LOAD PROVIDER} line, by port
 * @param ok         successful calls in total
 * @param failed     failed calls in total
 * @param firstError the first failure's message, empty when nothing failed
 */
public record LoadReport(List<ProviderCalls> providers, long ok, long failed, String firstError) {

    private static final String PROVIDER = "LOAD PROVIDER ";
    private static final String TOTAL = "LOAD TOTAL ";
    private static final String ERROR = "LOAD ERROR ";

    /**
     * Calls that went to one provider.
     *
     * @param port   the provider's port
     * @param ok     successful calls
     * @param failed failed calls
     */
    public record ProviderCalls(int port, long ok, long failed) {
    }

    /** Successful calls answered by the provider on {@code port}. */
    public long okOn(int port) {
        return providers.stream().filter(calls -> calls.port() == port).mapToLong(ProviderCalls::ok).sum();
    }

    /** The report in a consumer's output, if it has a {@code LOAD TOTAL} line. */
    static Optional<LoadReport> parse(String output) {
        List<ProviderCalls> providers = new ArrayList<>();
        long[] total = null;
        String error = "";
        for (String line : output.split("\\R")) {
            if (line.startsWith(PROVIDER)) {
                String[] parts = line.substring(PROVIDER.length()).split(" ");
                // <port> OK <n> FAILED <n>
                if (parts.length == 5) {
                    providers.add(new ProviderCalls(Integer.parseInt(parts[0]), Long.parseLong(parts[2]),
                            Long.parseLong(parts[4])));
                }
            } else if (line.startsWith(TOTAL)) {
                String[] parts = line.substring(TOTAL.length()).split(" ");
                // OK <n> FAILED <n>
                if (parts.length == 4) {
                    total = new long[] {Long.parseLong(parts[1]), Long.parseLong(parts[3])};
                }
            } else if (line.startsWith(ERROR)) {
                error = line.substring(ERROR.length());
            }
        }
        return total == null ? Optional.empty()
                : Optional.of(new LoadReport(List.copyOf(providers), total[0], total[1], error));
    }
}
