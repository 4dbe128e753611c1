package org.apache.dubbo.common;

/**
 * Something that can take new settings from a URL while it runs (a client or server whose parameters changed).
 */
public interface Resetable {

    void reset(URL url);
}
