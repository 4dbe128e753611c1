package org.apache.dubbo.common.serialize;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A wire serialization of the dubbo protocol. The id travels in the low five bits of every frame's flag byte,
 * so it is part of the wire contract: hessian2 is 2, fastjson2 is 23 (see the wire spec, section 2.1).
 *
 * <p>Implementations are stateless and thread-safe; the {@link ObjectOutput}/{@link ObjectInput} they hand
 * out are single-use and belong to one thread for the duration of one message body.
 */
public interface Serialization {

    /** The content-type id written into the frame header (0..31). */
    byte getContentTypeId();

    /** The extension name users write in {@code serialization=...}, e.g. {@code hessian2}. */
    String getName();

    /** Opens a writer for one message body. The caller must {@link ObjectOutput#flushBuffer()} when done. */
    ObjectOutput serialize(OutputStream output) throws IOException;

    /** Opens a reader for one message body. */
    ObjectInput deserialize(InputStream input) throws IOException;
}
