package com.alibaba.dubbo.rpc.service;

/**
 * Dubbo 2.6's echo service. Every reference proxy implements it beside the current
 * {@link org.apache.dubbo.rpc.service.EchoService} when this class is present, so 2.6 code casting a reference to it
 * works (Apache Dubbo 3.3's proxies do not implement it).
 */
@Deprecated
public interface EchoService extends org.apache.dubbo.rpc.service.EchoService {
}
