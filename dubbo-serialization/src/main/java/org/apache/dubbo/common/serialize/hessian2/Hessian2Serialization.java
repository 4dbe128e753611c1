package org.apache.dubbo.common.serialize.hessian2;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.WeakHashMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.security.ClassPolicy;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;

/**
 * Hessian 2 through {@code com.alibaba:hessian-lite}, content-type id 2, the default of every Dubbo version.
 */
public final class Hessian2Serialization implements Serialization {

    public static final byte ID = 2;
    public static final String NAME = "hessian2";

    private static final ClassLoader OWN_LOADER = Hessian2Serialization.class.getClassLoader();

    /** The factory for our own class loader, by far the common case, read without locking. */
    private static volatile PolicyCheckingSerializerFactory ownLoaderFactory;

    /** Factories for other class loaders; weak keys so that undeployed application class loaders can go. */
    private static final Map<ClassLoader, PolicyCheckingSerializerFactory> FACTORIES = new WeakHashMap<>();

    static {
        QuietHessianStartup.initialize();
        SerializationSecurity.addListener(newPolicy -> {
            synchronized (FACTORIES) {
                FACTORIES.clear();
                ownLoaderFactory = null;
            }
        });
    }

    @Override
    public byte getContentTypeId() {
        return ID;
    }

    @Override
    public String getContentType() {
        return "x-application/hessian2";
    }

    @Override
    public ObjectOutput serialize(URL url, OutputStream output) {
        return new Hessian2ObjectOutput(output, currentFactory());
    }

    @Override
    public ObjectInput deserialize(URL url, InputStream input) {
        return new Hessian2ObjectInput(input, currentFactory());
    }

    static PolicyCheckingSerializerFactory currentFactory() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null || loader == OWN_LOADER) {
            PolicyCheckingSerializerFactory factory = ownLoaderFactory;
            if (factory != null) {
                return factory;
            }
            loader = OWN_LOADER;
        }
        ClassPolicy policy = SerializationSecurity.policy();
        synchronized (FACTORIES) {
            if (loader == OWN_LOADER) {
                if (ownLoaderFactory == null) {
                    ownLoaderFactory = new PolicyCheckingSerializerFactory(loader, policy);
                }
                return ownLoaderFactory;
            }
            PolicyCheckingSerializerFactory factory = FACTORIES.get(loader);
            if (factory == null) {
                factory = new PolicyCheckingSerializerFactory(loader, policy);
                FACTORIES.put(loader, factory);
            }
            return factory;
        }
    }

    @Override
    public String toString() {
        return NAME;
    }
}
