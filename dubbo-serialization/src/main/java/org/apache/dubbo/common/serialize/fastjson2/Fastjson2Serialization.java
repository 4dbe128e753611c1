package org.apache.dubbo.common.serialize.fastjson2;

import java.io.InputStream;
import java.io.OutputStream;

import org.apache.dubbo.common.URL;

import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;

/**
 * fastjson2's binary JSONB format, content-type id 23, as Apache Dubbo 3.2/3.3 frame it: every top-level value
 * is a 4-byte big-endian length followed by one JSONB value (wire spec, section 2.8). We support it because
 * default Apache Dubbo 3.2 providers send their error responses and readonly events in it even to hessian2
 * callers; our own providers advertise hessian2 first.
 */
public final class Fastjson2Serialization implements Serialization {

    public static final byte ID = 23;
    public static final String NAME = "fastjson2";

    @Override
    public byte getContentTypeId() {
        return ID;
    }

    @Override
    public String getContentType() {
        return "text/json";
    }

    @Override
    public ObjectOutput serialize(URL url, OutputStream output) {
        return new Fastjson2ObjectOutput(output);
    }

    @Override
    public ObjectInput deserialize(URL url, InputStream input) {
        return new Fastjson2ObjectInput(input);
    }

    @Override
    public String toString() {
        return NAME;
    }
}
