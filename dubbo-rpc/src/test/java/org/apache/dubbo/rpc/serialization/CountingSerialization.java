package org.apache.dubbo.rpc.serialization;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;

/** A user's serialization ({@code serialization=counting}, id 31): hessian2 bytes, counted. */
public class CountingSerialization implements Serialization {

    public static final AtomicInteger WRITTEN = new AtomicInteger();
    public static final AtomicInteger READ = new AtomicInteger();

    private final Serialization hessian2 = new Hessian2Serialization();

    @Override
    public byte getContentTypeId() {
        return 31;
    }

    @Override
    public String getContentType() {
        return "x-application/counting-hessian2";
    }

    @Override
    public ObjectOutput serialize(URL url, OutputStream output) throws IOException {
        WRITTEN.incrementAndGet();
        return hessian2.serialize(url, output);
    }

    @Override
    public ObjectInput deserialize(URL url, InputStream input) throws IOException {
        READ.incrementAndGet();
        return hessian2.deserialize(url, input);
    }
}
