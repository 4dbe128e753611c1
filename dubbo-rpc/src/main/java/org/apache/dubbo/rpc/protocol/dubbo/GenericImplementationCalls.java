package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.remoting.codec.ResolvedMethod;

/**
 * A provider implementing {@code GenericService} serves an interface it does not have: arguments are read
 * without their declared types (as maps and plain values), one per descriptor entry, and the type names are
 * kept so the implementation receives them in {@code $invoke}.
 */
final class GenericImplementationCalls {

    private GenericImplementationCalls() {
    }

    static ResolvedMethod resolve(String descriptor) throws IOException {
        List<Class<?>> types = new ArrayList<>();
        for (String ignored : typeNames(descriptor)) {
            types.add(Object.class);
        }
        return new ResolvedMethod(types.toArray(new Class<?>[0]), null);
    }

    /** Java type names of a descriptor: {@code Ljava/lang/String;I[J} → {@code java.lang.String, int, long[]}. */
    static List<String> typeNames(String descriptor) throws IOException {
        List<String> names = new ArrayList<>();
        int i = 0;
        while (i < descriptor.length()) {
            int dims = 0;
            while (i < descriptor.length() && descriptor.charAt(i) == '[') {
                dims++;
                i++;
            }
            if (i >= descriptor.length()) {
                throw new IOException("Malformed parameter descriptor '" + descriptor + "'");
            }
            String name;
            char c = descriptor.charAt(i);
            if (c == 'L') {
                int end = descriptor.indexOf(';', i);
                if (end < 0) {
                    throw new IOException("Malformed parameter descriptor '" + descriptor + "'");
                }
                name = descriptor.substring(i + 1, end).replace('/', '.');
                i = end + 1;
            } else {
                name = primitive(c, descriptor);
                i++;
            }
            StringBuilder sb = new StringBuilder(name);
            for (int d = 0; d < dims; d++) {
                sb.append("[]");
            }
            names.add(sb.toString());
        }
        return names;
    }

    private static String primitive(char c, String descriptor) throws IOException {
        switch (c) {
            case 'Z': return "boolean";
            case 'B': return "byte";
            case 'C': return "char";
            case 'S': return "short";
            case 'I': return "int";
            case 'J': return "long";
            case 'F': return "float";
            case 'D': return "double";
            default:
                throw new IOException("Malformed parameter descriptor '" + descriptor + "': unexpected '" + c + "'");
        }
    }
}
