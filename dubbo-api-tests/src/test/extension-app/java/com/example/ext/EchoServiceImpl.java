package com.example.ext;

import org.apache.dubbo.rpc.RpcContext;

public class EchoServiceImpl implements EchoService {

    @Override
    public String echo(String text) {
        return Thread.currentThread().getName() + "|" + RpcContext.getServerAttachment().getAttachment("tagged-by")
                + "|" + text;
    }
}
