package org.apache.dubbo.rpc.threadpool;

public interface ThreadNameService {
    String threadName();
}
