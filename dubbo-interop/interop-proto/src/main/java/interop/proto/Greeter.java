package interop.proto;

import org.apache.dubbo.common.stream.StreamObserver;

/**
 * {@code greeter.proto}'s service as a plain Java interface whose methods take and return the generated protobuf
 * messages: how a Dubbo user defines an IDL service without a stub generator. Apache Dubbo 3.3 and Dubbo Tuned
 * both carry these calls as plain gRPC (no wrapper), so grpc-java peers can call and serve them.
 *
 * <p>Compiled against {@code org.apache.dubbo.common.stream.StreamObserver}, which Apache Dubbo and Dubbo Tuned
 * both provide under that name; each side runs it on its own.
 */
public interface Greeter {

    HelloReply sayHello(HelloRequest request);

    void sayHelloStream(HelloRequest request, StreamObserver<HelloReply> replies);

    /** Client streaming on the wire: the implementation answers once, after the requests end. */
    StreamObserver<HelloRequest> collect(StreamObserver<HelloReply> reply);

    StreamObserver<HelloRequest> chat(StreamObserver<HelloReply> replies);
}
