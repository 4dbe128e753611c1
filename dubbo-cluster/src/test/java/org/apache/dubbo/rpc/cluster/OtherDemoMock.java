package org.apache.dubbo.rpc.cluster;

/** A mock class named explicitly ({@code mock=org.apache.dubbo.rpc.cluster.OtherDemoMock}). */
public class OtherDemoMock extends DemoServiceMock {

    @Override
    public String sayHello(String name) {
        return "other mock " + name;
    }
}
