package org.apache.dubbo.rpc.cluster;

/** A class that implements nothing, to be refused as a mock or a stub. */
public class NotADemoService {
}
