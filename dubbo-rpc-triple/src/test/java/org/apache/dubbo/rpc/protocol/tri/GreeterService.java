package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import interop.proto.Greeter;
import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.TriRpcStatus;

/** Our side of {@code greeter.proto}, behaving as its request fields ask (as the Apache peer's does). */
public final class GreeterService implements Greeter {

    /** Counted down when a streaming call learns it was cancelled (onError of its request observer). */
    public volatile CountDownLatch cancelled = new CountDownLatch(1);
    /** Counted down when a slow unary call notices it should stop. */
    public final List<String> seenErrors = new java.util.concurrent.CopyOnWriteArrayList<>();

    @Override
    public HelloReply sayHello(HelloRequest request) {
        pause(request.getSleepMillis());
        if (request.getFailCode() != 0) {
            throw TriRpcStatus.fromCode(request.getFailCode()).withDescription(request.getFailMessage())
                    .asException();
        }
        HelloReply.Builder reply = HelloReply.newBuilder().setMessage("Hello " + request.getName())
                .setPayload(request.getPayload());
        if (!request.getMetadataKey().isEmpty()) {
            Object value = RpcContext.getServerAttachment().getObjectAttachment(request.getMetadataKey());
            reply.setMetadataValue(value == null ? "<none>" : String.valueOf(value));
        }
        return reply.build();
    }

    @Override
    public void sayHelloStream(HelloRequest request, StreamObserver<HelloReply> replies) {
        try {
            for (int i = 0; i < request.getCount(); i++) {
                pause(request.getSleepMillis());
                replies.onNext(HelloReply.newBuilder().setMessage("Hello " + request.getName() + " #" + i)
                        .setIndex(i).build());
            }
        } catch (RuntimeException e) {
            seenErrors.add(e.toString());
            cancelled.countDown();
            return;
        }
        if (request.getFailCode() != 0) {
            replies.onError(TriRpcStatus.fromCode(request.getFailCode()).withDescription(request.getFailMessage())
                    .asException());
            return;
        }
        replies.onCompleted();
    }

    @Override
    public StreamObserver<HelloRequest> collect(StreamObserver<HelloReply> reply) {
        List<String> names = new ArrayList<>();
        return new StreamObserver<HelloRequest>() {
            @Override
            public void onNext(HelloRequest request) {
                names.add(request.getName());
            }

            @Override
            public void onError(Throwable throwable) {
                seenErrors.add(throwable.toString());
                cancelled.countDown();
            }

            @Override
            public void onCompleted() {
                reply.onNext(HelloReply.newBuilder().setMessage(String.join(",", names)).setIndex(names.size())
                        .build());
                reply.onCompleted();
            }
        };
    }

    @Override
    public StreamObserver<HelloRequest> chat(StreamObserver<HelloReply> replies) {
        return new StreamObserver<HelloRequest>() {
            private int index;

            @Override
            public void onNext(HelloRequest request) {
                replies.onNext(HelloReply.newBuilder().setMessage("Hello " + request.getName()).setIndex(index++)
                        .setPayload(request.getPayload()).build());
            }

            @Override
            public void onError(Throwable throwable) {
                seenErrors.add(throwable.toString());
                cancelled.countDown();
            }

            @Override
            public void onCompleted() {
                replies.onCompleted();
            }
        };
    }

    private static void pause(long millis) {
        if (millis <= 0) {
            return;
        }
        try {
            TimeUnit.MILLISECONDS.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
