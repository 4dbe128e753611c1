package org.apache.dubbo.common.serialize;

/**
 * Keys and the content-type ids of the serializations on the dubbo wire (the low five bits of a frame's flag byte).
 */
public interface Constants {

    byte HESSIAN2_SERIALIZATION_ID = 2;
    byte JAVA_SERIALIZATION_ID = 3;
    byte COMPACTED_JAVA_SERIALIZATION_ID = 4;
    byte FASTJSON_SERIALIZATION_ID = 6;
    byte NATIVE_JAVA_SERIALIZATION_ID = 7;
    byte KRYO_SERIALIZATION_ID = 8;
    byte FST_SERIALIZATION_ID = 9;
    byte NATIVE_HESSIAN_SERIALIZATION_ID = 10;
    byte PROTOSTUFF_SERIALIZATION_ID = 12;
    byte AVRO_SERIALIZATION_ID = 11;
    byte GSON_SERIALIZATION_ID = 16;
    byte JACKSON_SERIALIZATION_ID = 18;
    byte PROTOBUF_JSON_SERIALIZATION_ID = 21;
    byte PROTOBUF_SERIALIZATION_ID = 22;
    byte FASTJSON2_SERIALIZATION_ID = 23;
    byte KRYO_SERIALIZATION2_ID = 25;
    byte MSGPACK_SERIALIZATION_ID = 27;
    byte FURY_SERIALIZATION_ID = 28;
    byte CUSTOM_MESSAGE_PACK_ID = 31;
}
