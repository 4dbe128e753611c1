package org.apache.dubbo.registry;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Told after each registration, withdrawal, subscription and unsubscription at a registry. Activated extensions
 * ({@code @Activate}, or named by the registry's {@code registry.listeners} parameter) hear every registry; a
 * failing listener is logged and does not undo the operation.
 */
@SPI
public interface RegistryServiceListener {

    default void onRegister(URL url, Registry registry) {
    }

    default void onUnregister(URL url, Registry registry) {
    }

    default void onSubscribe(URL url, Registry registry) {
    }

    default void onUnsubscribe(URL url, Registry registry) {
    }
}
