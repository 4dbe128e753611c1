package org.apache.dubbo.common.utils;

/** A mutable box for one value, for passing a result out of a call (e.g. a router's snapshot or message). */
public class Holder<T> {

    private volatile T value;

    public void set(T value) {
        this.value = value;
    }

    public T get() {
        return value;
    }
}
