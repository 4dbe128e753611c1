package org.apache.dubbo.rpc.cluster;

/** A stub that cannot take the remote proxy. */
public class StubWithoutConstructor extends DemoServiceMock {
}
