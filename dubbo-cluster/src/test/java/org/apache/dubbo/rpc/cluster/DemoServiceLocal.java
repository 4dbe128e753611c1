package org.apache.dubbo.rpc.cluster;

/** The legacy local stub ({@code local=true}). */
public class DemoServiceLocal extends DemoServiceStub {

    public DemoServiceLocal(DemoService remote) {
        super(remote);
    }

    @Override
    public String sayHello(String name) {
        return "local(" + remote().sayHello(name) + ")";
    }
}
