package io.github.dubbotuned.benchmark.proto;

/**
 * {@code user.proto}'s service as a plain Java interface over the generated messages: how Dubbo (ours and Apache's)
 * serves it over triple as plain gRPC. Its full name is the proto service's, so the proto method names travel.
 */
public interface ProtoUserService {

    BoolReply existUser(ExistUserRequest request);

    BoolReply createUser(User user);

    User getUser(GetUserRequest request);

    UserPage listUser(ListUserRequest request);
}
