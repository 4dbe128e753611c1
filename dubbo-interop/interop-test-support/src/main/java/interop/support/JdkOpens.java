package interop.support;

import java.util.ArrayList;
import java.util.List;

/** {@code --add-opens} sets needed by Apache Dubbo releases whose bytecode tools and hessian-lite predate JDK 16. */
final class JdkOpens {

    /** Packages whose private fields hessian-lite 3.2.13 reads and writes, plus {@code java.lang} for javassist. */
    static final List<String> HESSIAN_REFLECTION = opens("java.lang", "java.lang.reflect", "java.util",
            "java.util.concurrent", "java.math", "java.time", "java.net", "java.text", "java.io");

    private JdkOpens() {
    }

    private static List<String> opens(String... packages) {
        List<String> flags = new ArrayList<>();
        for (String pkg : packages) {
            flags.add("--add-opens");
            flags.add("java.base/" + pkg + "=ALL-UNNAMED");
        }
        return List.copyOf(flags);
    }
}
