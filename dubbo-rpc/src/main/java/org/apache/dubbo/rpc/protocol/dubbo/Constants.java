package org.apache.dubbo.rpc.protocol.dubbo;

/**
 * Keys of the {@code dubbo} protocol: shared and lazy connections, callbacks, stubs on the consumer.
 */
public interface Constants {

    String SHARE_CONNECTIONS_KEY = "shareconnections";
    String DEFAULT_SHARE_CONNECTIONS = "1";
    String DECODE_IN_IO_THREAD_KEY = "decode.in.io";
    boolean DEFAULT_DECODE_IN_IO_THREAD = false;
    String CALLBACK_SERVICE_KEY = "callback.service.instid";
    String CALLBACK_SERVICE_PROXY_KEY = "callback.service.proxy";
    String IS_CALLBACK_SERVICE = "is_callback_service";
    String CHANNEL_CALLBACK_KEY = "channel.callback.invokers.key";
    String LAZY_REQUEST_WITH_WARNING_KEY = "lazyclient_request_with_warning";
    boolean DEFAULT_LAZY_REQUEST_WITH_WARNING = false;
    String ON_CONNECT_KEY = "onconnect";
    String ON_DISCONNECT_KEY = "ondisconnect";
    String ASYNC_METHOD_INFO = "async-method-info";
}
