package org.apache.dubbo.rpc.service;

/** Every reference proxy implements it: {@code $destroy()} releases the reference's invoker. */
public interface Destroyable {

    void $destroy();
}
