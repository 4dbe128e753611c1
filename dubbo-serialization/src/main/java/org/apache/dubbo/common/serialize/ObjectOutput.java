package org.apache.dubbo.common.serialize;

import java.io.IOException;
import java.util.Map;

/**
 * Writes the consecutive top-level values of one message body. Values written to the same output may share
 * class definitions and back-references, so one body must be written with exactly one output.
 */
public interface ObjectOutput extends DataOutput {

    void writeObject(Object obj) throws IOException;

    default void writeThrowable(Throwable obj) throws IOException {
        writeObject(obj);
    }

    default void writeEvent(String data) throws IOException {
        writeUTF(data);
    }

    default void writeAttachments(Map<String, Object> attachments) throws IOException {
        writeObject(attachments);
    }

    /** Releases per-thread state after the body is complete; the output must not be used afterwards. */
    default void cleanup() {
    }
}
