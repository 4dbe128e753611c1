package com.alibaba.dubbo.rpc.service;

/**
 * Dubbo 2.6's generic service: generic reference proxies implement it beside the current
 * {@link org.apache.dubbo.rpc.service.GenericService}, and a provider implementing it serves generic calls.
 */
@Deprecated
public interface GenericService extends org.apache.dubbo.rpc.service.GenericService {

    @Override
    Object $invoke(String method, String[] parameterTypes, Object[] args) throws GenericException;
}
