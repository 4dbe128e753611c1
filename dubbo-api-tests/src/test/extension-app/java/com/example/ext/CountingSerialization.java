package com.example.ext;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;

/** {@code serialization=appser}, content type id 30: hessian2 bytes, counted. */
public class CountingSerialization implements Serialization {

    private Serialization hessian2() {
        return ExtensionLoader.getExtensionLoader(Serialization.class).getExtension("hessian2");
    }

    @Override
    public byte getContentTypeId() {
        return 30;
    }

    @Override
    public String getContentType() {
        return "x-application/app-hessian2";
    }

    @Override
    public ObjectOutput serialize(URL url, OutputStream output) throws IOException {
        Counters.hit("serialization-write");
        return hessian2().serialize(url, output);
    }

    @Override
    public ObjectInput deserialize(URL url, InputStream input) throws IOException {
        Counters.hit("serialization-read");
        return hessian2().deserialize(url, input);
    }
}
