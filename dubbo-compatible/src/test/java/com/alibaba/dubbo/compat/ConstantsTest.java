package com.alibaba.dubbo.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

import com.alibaba.dubbo.common.Constants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code com.alibaba.dubbo.common.Constants} has every public constant of Apache Dubbo 3.3.5's class (listed from
 * the real jar in {@code apache/constants-3.3.5.tsv}: name, type, value), each readable as {@code Constants.NAME}
 * without ambiguity, with Apache's value.
 */
class ConstantsTest {

    @TempDir
    Path out;

    private static Map<String, String[]> apacheConstants() throws Exception {
        Map<String, String[]> constants = new TreeMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                ConstantsTest.class.getResourceAsStream("/apache/constants-3.3.5.tsv"), StandardCharsets.UTF_8))) {
            for (String line; (line = reader.readLine()) != null; ) {
                String[] columns = line.split("\t", -1);
                constants.put(columns[0], new String[] {columns[1], columns[2]});
            }
        }
        return constants;
    }

    @Test
    void everyApacheConstantHasApachesValue() throws Exception {
        Map<String, String[]> apache = apacheConstants();
        assertTrue(apache.size() > 600, "the list from the jar: " + apache.size());
        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, String[]> constant : apache.entrySet()) {
            Field field;
            try {
                field = Constants.class.getField(constant.getKey());
            } catch (NoSuchFieldException e) {
                wrong.add(constant.getKey() + " missing");
                continue;
            }
            Object value = field.get(null);
            String text = value == null ? "null" : value.getClass().isArray()
                    ? Arrays.deepToString(new Object[] {value}) : String.valueOf(value);
            if (!field.getType().getName().equals(constant.getValue()[0]) || !text.equals(constant.getValue()[1])) {
                wrong.add(constant.getKey() + ": " + field.getType().getName() + " " + text + ", Apache: "
                        + constant.getValue()[0] + " " + constant.getValue()[1]);
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void everyApacheConstantCompilesAsConstantsDotName() throws Exception {
        StringBuilder source = new StringBuilder("class UsesConstants {\n    Object[] all = {\n");
        for (String name : apacheConstants().keySet()) {
            source.append("        com.alibaba.dubbo.common.Constants.").append(name).append(",\n");
        }
        source.append("    };\n}\n");
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///UsesConstants.java"),
                JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assertNotNull(compiler, "a JDK runs the tests");
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null,
                List.of("-classpath", System.getProperty("java.class.path"), "-d", Files.createDirectories(out)
                        .toString(), "-proc:none"), null, List.of(file)).call();
        assertTrue(compiled, errors::toString);
    }
}
