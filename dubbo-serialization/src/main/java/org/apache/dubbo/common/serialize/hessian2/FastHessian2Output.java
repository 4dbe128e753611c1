package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;

/**
 * hessian-lite's {@link Hessian2Output}, reused across messages, with a fast path for the values RPC bodies are made
 * of. Every value hessian writes — top-level arguments and results, fields, list elements, map keys and values —
 * passes through {@link #writeObject}; strings and the boxed primitives are written at once, exactly as hessian-lite's
 * own serializers for them write them, instead of being looked up in the serializer factory; everything else is
 * looked up in one per-class cache of {@link PolicyCheckingSerializerFactory}.
 *
 * <p>The stream can be swapped without clearing the (already clear) reference tables: {@link #detach} clears them
 * once per message ({@link Hessian2Output#init} would clear the 256-slot reference table a second time, a measurable
 * share of a small call's CPU).
 */
final class FastHessian2Output extends Hessian2Output {

    private PolicyCheckingSerializerFactory factory;

    FastHessian2Output() {
        super(null);
    }

    /** Starts a message on {@code stream}; the tables are clear, either new or cleared by {@link #detach}. */
    void attach(OutputStream stream, PolicyCheckingSerializerFactory factory) {
        _os = stream;
        this.factory = factory;
        setSerializerFactory(factory);
    }

    /** Ends a message: forgets its objects, class definitions and stream. */
    void detach() {
        reset();
        _os = null;
    }

    @Override
    public void writeObject(Object value) throws IOException {
        if (value == null) {
            writeNull();
            return;
        }
        if (!factory.fastPaths()) {
            super.writeObject(value);
            return;
        }
        Class<?> type = value.getClass();
        if (type == String.class) {
            writeString((String) value);
        } else if (type == Integer.class) {
            writeInt((Integer) value);
        } else if (type == Long.class) {
            writeLong((Long) value);
        } else if (type == Boolean.class) {
            writeBoolean((Boolean) value);
        } else if (type == Double.class) {
            writeDouble((Double) value);
        } else if (type == Short.class) {
            writeInt((Short) value);
        } else if (type == Byte.class) {
            writeInt((Byte) value);
        } else if (type == Character.class) {
            writeString(String.valueOf((char) (Character) value));
        } else {
            factory.serializerFor(type).writeObject(value, this);
        }
    }
}
