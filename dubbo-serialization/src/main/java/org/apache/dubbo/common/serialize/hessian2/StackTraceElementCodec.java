package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;

import com.alibaba.com.caucho.hessian.io.AbstractDeserializer;
import com.alibaba.com.caucho.hessian.io.AbstractHessianInput;
import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * Stack trace elements in the field shape peers expect ({@code declaringClass, methodName, fileName,
 * lineNumber}, plus {@code classLoaderName, moduleName, moduleVersion} when this JVM has modules), written and
 * read through StackTraceElement's public getters and constructors instead of reflection into
 * {@code java.lang}.
 */
final class StackTraceElementCodec {

    private static final Method CLASS_LOADER_NAME = getter("getClassLoaderName");
    private static final Method MODULE_NAME = getter("getModuleName");
    private static final Method MODULE_VERSION = getter("getModuleVersion");
    private static final Constructor<StackTraceElement> MODULE_AWARE_CONSTRUCTOR = moduleAwareConstructor();
    private static final boolean HAS_MODULES = CLASS_LOADER_NAME != null && MODULE_NAME != null
            && MODULE_VERSION != null;

    private static final String[] FIELDS = HAS_MODULES
            ? new String[] {"declaringClass", "methodName", "fileName", "lineNumber", "classLoaderName",
                "moduleName", "moduleVersion"}
            : new String[] {"declaringClass", "methodName", "fileName", "lineNumber"};

    private StackTraceElementCodec() {
    }

    static final class Serializer extends AbstractSerializer {
        @Override
        public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
            if (obj == null) {
                out.writeNull();
                return;
            }
            if (out.addRef(obj)) {
                return;
            }
            String type = StackTraceElement.class.getName();
            int ref = out.writeObjectBegin(type);
            if (ref == -1) {
                out.writeClassFieldLength(FIELDS.length);
                for (String f : FIELDS) {
                    out.writeString(f);
                }
                out.writeObjectBegin(type);
            }
            StackTraceElement e = (StackTraceElement) obj;
            out.writeString(e.getClassName());
            out.writeString(e.getMethodName());
            out.writeString(e.getFileName());
            out.writeInt(e.getLineNumber());
            if (HAS_MODULES) {
                out.writeString(invoke(CLASS_LOADER_NAME, e));
                out.writeString(invoke(MODULE_NAME, e));
                out.writeString(invoke(MODULE_VERSION, e));
            }
            out.writeObjectEnd();
        }
    }

    static final class Deserializer extends AbstractDeserializer {
        @Override
        public Class<?> getType() {
            return StackTraceElement.class;
        }

        @Override
        public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException {
            int ref = in.addRef(null);
            String declaringClass = "";
            String methodName = "";
            String fileName = null;
            int lineNumber = -1;
            String classLoaderName = null;
            String moduleName = null;
            String moduleVersion = null;
            for (String name : fieldNames) {
                switch (name == null ? "" : name) { // a class definition may name no field
                    case "declaringClass":
                        declaringClass = orEmpty(text(name, in.readObject(String.class)));
                        break;
                    case "methodName":
                        methodName = orEmpty(text(name, in.readObject(String.class)));
                        break;
                    case "fileName":
                        fileName = text(name, in.readObject(String.class));
                        break;
                    case "lineNumber":
                        Object line = in.readObject(int.class);
                        if (line != null && !(line instanceof Number)) {
                            throw malformed(name, line);
                        }
                        lineNumber = line == null ? -1 : ((Number) line).intValue();
                        break;
                    case "classLoaderName":
                        classLoaderName = text(name, in.readObject(String.class));
                        break;
                    case "moduleName":
                        moduleName = text(name, in.readObject(String.class));
                        break;
                    case "moduleVersion":
                        moduleVersion = text(name, in.readObject(String.class));
                        break;
                    default:
                        in.readObject();
                }
            }
            StackTraceElement element = create(classLoaderName, moduleName, moduleVersion, declaringClass, methodName,
                    fileName, lineNumber);
            in.setRef(ref, element);
            return element;
        }
    }

    /** A string field's value; anything else in the data is a clear error rather than a ClassCastException. */
    private static String text(String field, Object value) throws IOException {
        if (value != null && !(value instanceof String)) {
            throw malformed(field, value);
        }
        return (String) value;
    }

    private static IOException malformed(String field, Object value) {
        return new IOException("Malformed java.lang.StackTraceElement in the hessian2 data: its " + field + " is a "
                + value.getClass().getName());
    }

    private static StackTraceElement create(String classLoaderName, String moduleName, String moduleVersion,
                                            String declaringClass, String methodName, String fileName, int line)
            throws IOException {
        if (MODULE_AWARE_CONSTRUCTOR != null) {
            try {
                return MODULE_AWARE_CONSTRUCTOR.newInstance(classLoaderName, moduleName, moduleVersion,
                        declaringClass, methodName, fileName, line);
            } catch (ReflectiveOperationException e) {
                throw new IOException("Cannot create a StackTraceElement: " + e, e);
            }
        }
        return new StackTraceElement(declaringClass, methodName, fileName, line);
    }

    private static String orEmpty(Object value) {
        return value == null ? "" : value.toString();
    }

    private static String invoke(Method getter, StackTraceElement e) throws IOException {
        try {
            return (String) getter.invoke(e);
        } catch (ReflectiveOperationException ex) {
            throw new IOException("Cannot read " + getter.getName() + " of a StackTraceElement: " + ex, ex);
        }
    }

    private static Method getter(String name) {
        try {
            return StackTraceElement.class.getMethod(name);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Constructor<StackTraceElement> moduleAwareConstructor() {
        try {
            return StackTraceElement.class.getConstructor(String.class, String.class, String.class, String.class,
                    String.class, String.class, int.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }
}
