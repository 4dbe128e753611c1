package org.apache.dubbo.common.extension;

/**
 * Sees every extension instance as it is created: before its setters are injected and after. Either method may
 * return a replacement instance (which must still implement the extension interface). Register one with
 * {@link ExtensionDirector#addExtensionPostProcessor(ExtensionPostProcessor)}.
 */
public interface ExtensionPostProcessor {

    default Object postProcessBeforeInitialization(Object instance, String name) throws Exception {
        return instance;
    }

    default Object postProcessAfterInitialization(Object instance, String name) throws Exception {
        return instance;
    }
}
