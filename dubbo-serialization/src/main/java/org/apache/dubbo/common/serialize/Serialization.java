package org.apache.dubbo.common.serialize;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;

/**
 * A wire serialization of the dubbo protocol, chosen by the {@code serialization} key. The id travels in the low
 * five bits of every frame's flag byte, so it is part of the wire contract: hessian2 is 2, fastjson2 is 23 (see
 * the wire spec, section 2.1); a provider answers in the serialization of the request.
 *
 * <p>Built in: {@code hessian2} (the default) and {@code fastjson2}. A user's serialization listed in
 * {@code META-INF/dubbo/org.apache.dubbo.common.serialize.Serialization} under a name and an id no other uses is
 * written when a reference names it and read whenever a frame carries its id (both sides need it).
 *
 * <p>Implementations are stateless and thread-safe; the {@link ObjectOutput}/{@link ObjectInput} they hand
 * out are single-use and belong to one thread for the duration of one message body.
 */
@SPI(value = "hessian2", scope = ExtensionScope.FRAMEWORK)
public interface Serialization {

    /** The content-type id written into the frame header (0..31). */
    byte getContentTypeId();

    /** The MIME-like name of the format, such as {@code x-application/hessian2}. */
    String getContentType();

    /** Opens a writer for one message body. The caller must {@link ObjectOutput#flushBuffer()} when done. */
    @Adaptive
    ObjectOutput serialize(URL url, OutputStream output) throws IOException;

    /** Opens a reader for one message body. */
    @Adaptive
    ObjectInput deserialize(URL url, InputStream input) throws IOException;

    /** {@link #serialize(URL, OutputStream)} without a URL. */
    default ObjectOutput serialize(OutputStream output) throws IOException {
        return serialize(null, output);
    }

    /** {@link #deserialize(URL, InputStream)} without a URL. */
    default ObjectInput deserialize(InputStream input) throws IOException {
        return deserialize(null, input);
    }
}
