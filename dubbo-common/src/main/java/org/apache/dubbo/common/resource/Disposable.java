package org.apache.dubbo.common.resource;

/**
 * Something that releases what it holds when its owner goes away: an extension instance when its extension
 * loader is destroyed (with its scope model), a bean when its {@link
 * org.apache.dubbo.common.beans.factory.ScopeBeanFactory} is destroyed.
 */
public interface Disposable {

    void destroy();
}
