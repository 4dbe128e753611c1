package org.apache.dubbo.rpc.service;

/**
 * Every reference implements it: {@code ((EchoService) reference).$echo(x)} returns {@code x} from the provider
 * without invoking the service — a liveness check that exercises the whole path.
 */
public interface EchoService {

    Object $echo(Object message);
}
