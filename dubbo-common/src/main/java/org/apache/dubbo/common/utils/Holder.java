package org.apache.dubbo.common.utils;

/**
 * A mutable reference, readable and writable from any thread.
 */
public class Holder<T> {

    private volatile T value;

    public void set(T value) {
        this.value = value;
    }

    public T get() {
        return value;
    }
}
