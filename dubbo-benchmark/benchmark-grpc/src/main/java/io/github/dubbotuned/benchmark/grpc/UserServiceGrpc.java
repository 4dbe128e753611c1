package io.github.dubbotuned.benchmark.grpc;

import io.github.dubbotuned.benchmark.proto.BoolReply;
import io.github.dubbotuned.benchmark.proto.ExistUserRequest;
import io.github.dubbotuned.benchmark.proto.GetUserRequest;
import io.github.dubbotuned.benchmark.proto.ListUserRequest;
import io.github.dubbotuned.benchmark.proto.ProtoUserService;
import io.github.dubbotuned.benchmark.proto.User;
import io.github.dubbotuned.benchmark.proto.UserPage;
import io.grpc.MethodDescriptor;
import io.grpc.ServerServiceDefinition;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.ServerCalls;

import com.google.protobuf.Message;

/**
 * {@code user.proto}'s service for grpc-java: its method descriptors and a server definition over
 * {@link ProtoUserService}, written against grpc-java's stub API as {@code protoc-gen-grpc-java} generates them (the
 * plugin's native binary is not available from this build's Maven repository).
 */
final class UserServiceGrpc {

    static final String SERVICE = "io.github.dubbotuned.benchmark.proto.ProtoUserService";

    static final MethodDescriptor<ExistUserRequest, BoolReply> EXIST_USER = unary("ExistUser",
            ExistUserRequest.getDefaultInstance(), BoolReply.getDefaultInstance());
    static final MethodDescriptor<User, BoolReply> CREATE_USER = unary("CreateUser", User.getDefaultInstance(),
            BoolReply.getDefaultInstance());
    static final MethodDescriptor<GetUserRequest, User> GET_USER = unary("GetUser",
            GetUserRequest.getDefaultInstance(), User.getDefaultInstance());
    static final MethodDescriptor<ListUserRequest, UserPage> LIST_USER = unary("ListUser",
            ListUserRequest.getDefaultInstance(), UserPage.getDefaultInstance());

    private UserServiceGrpc() {
    }

    private static <Q extends Message, R extends Message> MethodDescriptor<Q, R> unary(String name, Q request,
                                                                                     R response) {
        return MethodDescriptor.<Q, R>newBuilder().setType(MethodDescriptor.MethodType.UNARY)
                .setFullMethodName(MethodDescriptor.generateFullMethodName(SERVICE, name))
                .setRequestMarshaller(ProtoUtils.marshaller(request))
                .setResponseMarshaller(ProtoUtils.marshaller(response)).build();
    }

    static ServerServiceDefinition definition(ProtoUserService service) {
        return ServerServiceDefinition.builder(SERVICE)
                .addMethod(EXIST_USER, ServerCalls.asyncUnaryCall((request, reply) -> {
                    reply.onNext(service.existUser(request));
                    reply.onCompleted();
                }))
                .addMethod(CREATE_USER, ServerCalls.asyncUnaryCall((request, reply) -> {
                    reply.onNext(service.createUser(request));
                    reply.onCompleted();
                }))
                .addMethod(GET_USER, ServerCalls.asyncUnaryCall((request, reply) -> {
                    reply.onNext(service.getUser(request));
                    reply.onCompleted();
                }))
                .addMethod(LIST_USER, ServerCalls.asyncUnaryCall((request, reply) -> {
                    reply.onNext(service.listUser(request));
                    reply.onCompleted();
                }))
                .build();
    }
}
