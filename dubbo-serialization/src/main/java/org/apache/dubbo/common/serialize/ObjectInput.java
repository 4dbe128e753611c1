package org.apache.dubbo.common.serialize;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Map;

/**
 * Reads the consecutive top-level values of one message body, in the order they were written.
 */
public interface ObjectInput extends DataInput {

    Object readObject() throws IOException, ClassNotFoundException;

    /** Reads a value, converting it to {@code type} where the serialization supports it. */
    <T> T readObject(Class<T> type) throws IOException, ClassNotFoundException;

    /** Reads a value of a declared (possibly generic) type; {@code genericType} may be null. */
    <T> T readObject(Class<T> type, Type genericType) throws IOException, ClassNotFoundException;

    /** Reads an exception written with {@link ObjectOutput#writeThrowable}. */
    default Throwable readThrowable() throws IOException, ClassNotFoundException {
        Object value = readObject();
        if (!(value instanceof Throwable)) {
            throw new IOException("Response data error, expect Throwable, but get "
                    + (value == null ? "null" : value.getClass().getName()));
        }
        return (Throwable) value;
    }

    /** Reads the data of an event written with {@link ObjectOutput#writeEvent}. */
    default String readEvent() throws IOException, ClassNotFoundException {
        return readUTF();
    }

    /** Reads attachments written with {@link ObjectOutput#writeAttachments}. */
    @SuppressWarnings("unchecked")
    default Map<String, Object> readAttachments() throws IOException, ClassNotFoundException {
        return readObject(Map.class);
    }

    /** Releases per-thread state after the body is complete; the input must not be used afterwards. */
    default void cleanup() {
    }
}
